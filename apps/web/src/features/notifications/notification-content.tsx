import { Link as MuiLink, Typography } from '@mui/material';
import { NOTIFICATION_KINDS, notificationTarget, type NotificationMessage, type UserType } from '@scm/contract';
import { Link } from 'react-router';
import { useMarkNotification } from './api';

const isKnownKind = (kind: unknown) => kind === null || (NOTIFICATION_KINDS as readonly unknown[]).includes(kind);

/** Where a message links to; an unknown document type is logged and left unlinked (spec 002 §8). */
export const notificationHref = (message: NotificationMessage, role: UserType): string | null => {
  if (!isKnownKind(message.targetDocumentType)) {
    console.error(`알 수 없는 알림 문서 종류입니다: ${String(message.targetDocumentType)}`);
    return null;
  }
  return notificationTarget(message.targetDocumentType, message.targetContentId, role);
};

interface Props {
  message: NotificationMessage;
  role: UserType;
}

/** The whole text, wrapped on as many lines as it needs (never cut off with an ellipsis). */
const wrapped = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/**
 * The message text: a link to its document when there is one, plain text otherwise; unread is bold. Opening the
 * link marks an unread message read.
 */
export function NotificationContent({ message, role }: Props) {
  const href = notificationHref(message, role);
  const mark = useMarkNotification();
  const fontWeight = message.isChecked ? 400 : 700;
  if (href === null) {
    return (
      <Typography component="span" variant="body2" sx={{ fontWeight, ...wrapped }}>
        {message.content}
      </Typography>
    );
  }
  return (
    <MuiLink
      component={Link}
      to={href}
      variant="body2"
      underline="hover"
      sx={{ fontWeight, ...wrapped }}
      onClick={() => {
        if (!message.isChecked) mark.mutate({ id: message.id, checked: true });
      }}
    >
      {message.content}
    </MuiLink>
  );
}
