/** The users and roles pages, loaded together (one chunk) when the route table first opens one of them. */
export { RolesPage } from './pages/roles-page';
export { UsersPage } from './pages/users-page';
