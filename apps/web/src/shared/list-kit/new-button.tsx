import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';

interface Props {
  onClick: () => void;
  label?: string;
}

export function NewButton({ onClick, label = '신규 등록' }: Props) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick} sx={{ flexShrink: 0, height: 40 }}>
      {label}
    </Button>
  );
}
