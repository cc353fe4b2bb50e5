import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import {
  MENU_AREAS,
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

/** One row per admin menu area: 조회 and 등록·수정·삭제 as checkboxes. */
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
  return (
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
  );
}
