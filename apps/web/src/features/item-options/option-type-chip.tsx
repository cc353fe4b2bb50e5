import { Chip } from '@mui/material';
import { optionTypeLabel } from '@scm/contract';

export const OptionTypeChip = ({ optionType }: { optionType: string }) => (
  <Chip
    label={optionTypeLabel(optionType)}
    size="small"
    variant="outlined"
    color={optionType === 'FOLDING_BINDING' ? 'secondary' : 'primary'}
  />
);
