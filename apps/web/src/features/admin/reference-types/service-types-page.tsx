import {
  CreateSupplierServiceTypeDocument,
  DeleteSupplierServiceTypeDocument,
  SupplierServiceTypesDocument,
  UpdateSupplierServiceTypeDocument,
} from './reference-types-documents';
import { ReferenceTypesPage } from './reference-types-page';

const DOCUMENTS = {
  list: SupplierServiceTypesDocument,
  create: CreateSupplierServiceTypeDocument,
  update: UpdateSupplierServiceTypeDocument,
  remove: DeleteSupplierServiceTypeDocument,
};

/** /admin/supplier-service-types: the Supplier Service Types list. */
export function ServiceTypesPage() {
  return (
    <ReferenceTypesPage
      title="Supplier Service Types"
      singular="Supplier Service Type"
      withDescription={false}
      documents={DOCUMENTS}
      select={(data) => data.supplierServiceTypes}
      toInput={({ label }) => ({ label })}
    />
  );
}
