export { ChangePasswordPage } from './account/change-password-page';
export { AddUserPage } from './users/add-user-page';
export { EditUserPage } from './users/edit-user-page';
export { UsersPage } from './users/users-page';
