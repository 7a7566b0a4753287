import { SettingsPage } from '../../features/organisation';
import { useCompanyLogo } from '../../features/shell';
import type { ScreenProps } from '../lazy-screen';

/** Users, departments, vendors, settings and Change password (the organisation chunk). */
export {
  AddDepartmentPage,
  AddUserPage,
  AddVendorPage,
  ChangePasswordPage,
  DepartmentsPage,
  EditDepartmentPage,
  EditUserPage,
  EditVendorPage,
  UsersPage,
  VendorsPage,
} from '../../features/organisation';

/** Settings shows the logo the header already loads, so the two never disagree. */
export function SettingsScreen({ me }: ScreenProps) {
  const { data: logo } = useCompanyLogo();
  return <SettingsPage me={me} logoUrl={logo ?? null} />;
}
