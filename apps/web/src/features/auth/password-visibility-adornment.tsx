import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';

interface Props {
  visible: boolean;
  onToggle: () => void;
}

/** The eye button that shows or hides a password. */
export function PasswordVisibilityAdornment({ visible, onToggle }: Props) {
  return (
    <InputAdornment position="end">
      <IconButton
        aria-label={visible ? '비밀번호 숨기기' : '비밀번호 보기'}
        onClick={onToggle}
        onMouseDown={(e) => e.preventDefault()}
        edge="end"
        size="small"
      >
        {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );
}
