export { ChangePasswordPage } from './account/change-password-page';
export { AddDepartmentPage } from './departments/add-department-page';
export { DepartmentsPage } from './departments/departments-page';
export { EditDepartmentPage } from './departments/edit-department-page';
export { AddUserPage } from './users/add-user-page';
export { EditUserPage } from './users/edit-user-page';
export { UsersPage } from './users/users-page';
