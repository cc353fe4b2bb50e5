import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { useCameraScanner } from './use-camera-scanner';

interface Props {
  onCode: (code: string) => void;
}

/** The live camera picture with a guide line; mounted only while the scanner is open so the camera is freed on close. */
export function CameraView({ onCode }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const camera = useCameraScanner(videoRef, onCode);

  if (camera.status === 'unavailable')
    return (
      <Alert severity="info" role="status">
        {camera.message}
      </Alert>
    );

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '4 / 3',
        maxHeight: { xs: '45vh', sm: 340 },
        bgcolor: 'grey.900',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Box
        component="video"
        ref={videoRef}
        muted
        playsInline
        aria-label="카메라 화면"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {/* Where to hold the label: a line across the middle, as on a hand scanner. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: '8%',
          right: '8%',
          top: '50%',
          height: 2,
          bgcolor: 'error.main',
          opacity: 0.8,
        }}
      />
      <Stack
        direction="row"
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          p: 1,
          gap: 1,
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'rgba(0,0,0,0.55)',
          color: 'common.white',
        }}
      >
        {camera.status === 'starting' && <CircularProgress size={16} color="inherit" />}
        <Typography variant="body2" role="status">
          {camera.status === 'starting' ? '카메라를 켜는 중입니다…' : '바코드를 빨간 선에 맞춰 비춰주세요.'}
        </Typography>
      </Stack>
    </Box>
  );
}
