import { Box, Tab, Tabs } from '@mui/material';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../shared/page-kit';
import { DepartmentAssignmentTab, EmployeeAssignmentTab } from './assignment-tab';
import { GroupTab } from './group-tab';

const TABS = [
  { value: 'group', label: '권한 그룹' },
  { value: 'department', label: '부서별 권한' },
  { value: 'employee', label: '직원별 권한' },
] as const;
type TabName = (typeof TABS)[number]['value'];
const isTab = (v: string | undefined): v is TabName => TABS.some((t) => t.value === v);

const HELP =
  '권한 그룹 탭에서 그룹을 만들고 메뉴 영역별로 조회, 등록·수정·삭제 권한을 고릅니다. ' +
  '부서별·직원별 탭에서 그룹을 연결하면, 직원은 자기에게 연결된 그룹과 소속 부서에 연결된 그룹의 권한을 모두 가집니다. ' +
  '조회 권한이 없는 메뉴 영역은 사이드바에 보이지 않습니다. 관리자(ROLE_ADMIN)는 모든 권한을 가집니다.';

/** /admin/cm/auth_group/{group|department|employee}; any other tab name goes to the group tab. */
export function AuthGroupPage() {
  const { tabName } = useParams();
  const navigate = useNavigate();
  if (!isTab(tabName)) return <Navigate to="/admin/cm/auth_group/group" replace />;
  return (
    <>
      <PageHeader title="권한 그룹 관리" pageType="list" help={HELP} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tabName}
          onChange={(_e, v: TabName) => void navigate(`/admin/cm/auth_group/${v}`)}
          variant="scrollable"
        >
          {TABS.map((t) => (
            <Tab key={t.value} value={t.value} label={t.label} />
          ))}
        </Tabs>
      </Box>
      {tabName === 'group' && <GroupTab />}
      {tabName === 'department' && <DepartmentAssignmentTab />}
      {tabName === 'employee' && <EmployeeAssignmentTab />}
    </>
  );
}
