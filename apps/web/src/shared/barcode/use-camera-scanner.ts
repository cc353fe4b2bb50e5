import { useEffect, useRef, useState, type RefObject } from 'react';
import { cameraErrorMessage, cameraMessages } from './camera-errors';
import { createCode128Detector, type Code128Detector } from './code128-detector';

export type CameraState = { status: 'starting' | 'scanning' } | { status: 'unavailable'; message: string };

/** Spec: rear camera, resolution 800. */
const CONSTRAINTS: MediaStreamConstraints = { video: { facingMode: 'environment', width: 800 }, audio: false };
const SCAN_EVERY_MS = 200;
/** A label held in front of the camera is read again and again: the same code counts once in this window. */
const SAME_CODE_PAUSE_MS = 2500;

const stopTracks = (stream: MediaStream | null) => stream?.getTracks().forEach((t) => t.stop());

/**
 * While mounted, streams the rear camera into `videoRef` and reads Code-128 labels about every 200 ms,
 * calling `onCode` with each new code. The camera is released on unmount.
 */
export function useCameraScanner(
  videoRef: RefObject<HTMLVideoElement | null>,
  onCode: (code: string) => void,
): CameraState {
  const [state, setState] = useState<CameraState>({ status: 'starting' });
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { code: '', at: 0 };
    const video = videoRef.current;

    const scan = async (detector: Code128Detector) => {
      if (stopped || !video) return;
      try {
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const [found] = await detector.detect(video);
          const now = Date.now();
          if (found && !stopped && (found.rawValue !== last.code || now - last.at > SAME_CODE_PAUSE_MS)) {
            last = { code: found.rawValue, at: now };
            onCodeRef.current(found.rawValue);
          }
        }
      } catch {
        // One unreadable frame is no reason to stop: the next one is tried.
      }
      if (!stopped) timer = setTimeout(() => void scan(detector), SCAN_EVERY_MS);
    };

    const unavailable = (message: string) => {
      if (!stopped) setState({ status: 'unavailable', message });
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return unavailable(cameraMessages.insecure);
      try {
        const opened = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
        // Closed while the browser was asking for permission: give the camera straight back.
        if (stopped) return stopTracks(opened);
        stream = opened;
      } catch (error) {
        return unavailable(cameraErrorMessage(error));
      }
      let detector: Code128Detector;
      try {
        detector = await createCode128Detector();
      } catch {
        stopTracks(stream);
        return unavailable(cameraMessages.detectorFailed);
      }
      if (stopped || !video) return;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      if (stopped) return;
      setState({ status: 'scanning' });
      void scan(detector);
    };

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopTracks(stream);
      if (video) video.srcObject = null;
    };
  }, [videoRef]);

  return state;
}
