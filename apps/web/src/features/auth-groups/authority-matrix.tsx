import {
  Box,
  Checkbox,
  FormControlLabel,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  HR_AUTHORITY,
  HR_AUTHORITY_LABEL,
  MENU_AREAS,
  WORK_SUPERVISOR_AUTHORITY,
  WORK_SUPERVISOR_AUTHORITY_LABEL,
  MENU_AREA_LABELS,
  readAuthority,
  writeAuthority,
  type AuthGroup,
  type Authority,
} from '@scm/contract';

interface Props {
  group: AuthGroup;
  authorities: Authority[];
  disabled: boolean;
  onToggle: (authority: Authority, on: boolean) => void;
}

/** The authorities outside the menu areas, each with what it lets its holder do. */
const EXTRA_AUTHORITIES = [
  {
    name: HR_AUTHORITY,
    label: HR_AUTHORITY_LABEL,
    help: '직원의 주소, 급여 계좌, 비상 연락처를 보고 수정합니다. 본인 정보는 권한 없이도 내 정보에서 볼 수 있습니다.',
  },
  {
    name: WORK_SUPERVISOR_AUTHORITY,
    label: WORK_SUPERVISOR_AUTHORITY_LABEL,
    help: '다른 팀이 맡은 공정을 대신 시작·완료하고, 작업이 시작된 뒤에도 용지 내역을 고칩니다. 작업 관리 등록 권한만으로는 자기 팀 공정만 처리합니다.',
  },
] as const;

/** One row per admin menu area: 조회 and 등록·수정·삭제 as checkboxes; below, the authorities outside the menu areas. */
export function AuthorityMatrix({ group, authorities, disabled, onToggle }: Props) {
  const held = new Set(group.authorities.map((a) => a.name));
  const cell = (name: string, label: string) => {
    const authority = authorities.find((a) => a.name === name);
    if (!authority) return <TableCell />;
    return (
      <TableCell align="center" padding="checkbox">
        <Checkbox
          checked={held.has(name)}
          disabled={disabled}
          onChange={(e) => onToggle(authority, e.target.checked)}
          slotProps={{ input: { 'aria-label': label } }}
        />
      </TableCell>
    );
  };
  const extras = EXTRA_AUTHORITIES.flatMap((extra) => {
    const authority = authorities.find((a) => a.name === extra.name);
    return authority ? [{ ...extra, authority }] : [];
  });
  return (
    <>
      <Table size="small" aria-label={`${group.name} 권한`}>
        <TableHead>
          <TableRow>
            <TableCell>메뉴 영역</TableCell>
            <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
              조회
            </TableCell>
            <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
              등록·수정·삭제
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {MENU_AREAS.map((area) => (
            <TableRow key={area} hover>
              <TableCell>{MENU_AREA_LABELS[area]}</TableCell>
              {cell(readAuthority(area), `${MENU_AREA_LABELS[area]} 조회`)}
              {cell(writeAuthority(area), `${MENU_AREA_LABELS[area]} 등록·수정·삭제`)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {extras.length > 0 && (
        <Box sx={{ mt: 2, px: 2 }}>
          <Typography variant="subtitle2" color="text.secondary">
            추가 권한
          </Typography>
          {extras.map((extra) => (
            <Box key={extra.name} sx={{ mb: 1 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={held.has(extra.name)}
                    disabled={disabled}
                    onChange={(e) => onToggle(extra.authority, e.target.checked)}
                  />
                }
                label={extra.label}
              />
              <Typography variant="body2" color="text.secondary">
                {extra.help}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
