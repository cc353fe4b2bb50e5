import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/client';
import { useFeedback } from '../feedback';

/**
 * A failed detail read alerts and goes back one page (spec 002 §8), once per page. With no page of this app to go
 * back to (the address was opened directly), it goes to `listPath` instead.
 */
export function useFailedReadBack(error: unknown, fallback: string, listPath: string) {
  const fb = useFeedback();
  const navigate = useNavigate();
  const told = useRef(false);
  useEffect(() => {
    if (!error || told.current) return;
    told.current = true;
    // Not signed in or not allowed: the client has already moved to the login or 403 page.
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
    const back = () => {
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) void navigate(-1);
      else void navigate(listPath, { replace: true });
    };
    // An answer flagged isAlert has been alerted by the client already.
    if (error instanceof ApiError && error.body?.isAlert) back();
    else void fb.alert(error instanceof ApiError && error.body ? error.body.errorMessage : fallback).then(back);
  }, [error, fb, fallback, listPath, navigate]);
}
