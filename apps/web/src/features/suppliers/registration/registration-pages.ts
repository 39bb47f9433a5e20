/** The supplier registration pages, loaded together (one chunk) when the route table first opens one of them. */
export { CompanyProfilePage } from './company-profile-page';
export { VendorProfilePage } from './vendor-profile-page';
