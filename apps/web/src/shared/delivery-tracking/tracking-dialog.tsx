import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, DialogActions, DialogContent, Skeleton, Stack, Typography } from '@mui/material';
import { deliveryTrackingMessages as MSG, TRACKING_FRAME_HEIGHT, type TrackingView } from '@scm/contract';
import { ApiError } from '../api/client';
import { useTrackingView } from './api';
import { DialogFrame } from '../dialog-frame';

export interface TrackingDialogProps {
  open: boolean;
  onClose: () => void;
  /** The delivery company code (the carrier's id). */
  carrierCode: string;
  /** The invoice as stored or typed; the server drops dashes and spaces. */
  invoice: string;
}

const SiteLink = ({ url }: { url: string }) => (
  <Button href={url} target="_blank" rel="noopener noreferrer" variant="outlined" endIcon={<OpenInNewIcon />}>
    {MSG.openCarrierSite}
  </Button>
);

function TrackingBody({ view }: { view: TrackingView }) {
  switch (view.mode) {
    case 'embedded':
      return (
        <Stack spacing={1}>
          <Box
            component="iframe"
            title={`${view.carrierName} 배송조회`}
            src={view.url}
            // Our copy of the provider's page; its own CSP sandboxes it too.
            sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
            sx={{ width: '100%', height: TRACKING_FRAME_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
          {view.carrierUrl && (
            <Box>
              <SiteLink url={view.carrierUrl} />
            </Box>
          )}
        </Stack>
      );
    case 'link':
      return view.url ? (
        <Box>
          <SiteLink url={view.url} />
        </Box>
      ) : (
        <Alert severity="info">{MSG.noCarrierSite}</Alert>
      );
  }
}

/**
 * A parcel's progress (001 §2, 002 §2.7): the provider's tracking page embedded (height 500) through our server
 * when a key is configured, otherwise the carrier, the invoice and a link to the carrier's own page.
 */
export function TrackingDialog({ open, onClose, carrierCode, invoice }: TrackingDialogProps) {
  const ready = open && carrierCode !== '' && invoice.trim() !== '';
  const view = useTrackingView(carrierCode, invoice, ready);
  return (
    <DialogFrame title="배송 조회" open={open} onClose={onClose} maxWidth="md" closeButton>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Typography>
              <Typography component="span" color="text.secondary" sx={{ mr: 1 }}>
                택배사
              </Typography>
              {view.data?.carrierName ?? carrierCode}
            </Typography>
            <Typography>
              <Typography component="span" color="text.secondary" sx={{ mr: 1 }}>
                송장번호
              </Typography>
              {view.data?.invoice ?? invoice}
            </Typography>
          </Stack>
          {!ready && <Alert severity="info">택배사와 송장번호가 입력되면 조회할 수 있습니다.</Alert>}
          {ready && view.isPending && <Skeleton variant="rounded" height={120} />}
          {view.isError && (
            <Alert severity="error">
              {view.error instanceof ApiError ? view.error.message : '배송 조회 정보를 불러오지 못했습니다.'}
            </Alert>
          )}
          {view.data && <TrackingBody view={view.data} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>닫기</Button>
      </DialogActions>
    </DialogFrame>
  );
}
