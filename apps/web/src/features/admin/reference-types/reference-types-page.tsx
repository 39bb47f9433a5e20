import type { TypedDocumentNode } from '@apollo/client';
import type { MaybeMasked } from '@apollo/client/masking';
import { useMutation } from '@apollo/client/react';
import { usePagedQuery } from '../../../components/data-table';
import type { PageInput } from '../../../gql/graphql';
import type { ReferenceTypeValues } from './reference-type-dialog';
import { type ReferenceTypeRow, ReferenceTypesList } from './reference-types-list';

/** The GraphQL operations of one kind of reference type. */
export interface ReferenceTypeDocuments<TData, TInput> {
  list: TypedDocumentNode<TData, { pagination?: PageInput | null }>;
  create: TypedDocumentNode<unknown, { input: TInput }>;
  update: TypedDocumentNode<unknown, { id: string; input: TInput }>;
  remove: TypedDocumentNode<unknown, { id: string }>;
}

interface ReferenceTypesPageProps<TData, TInput> {
  /** 'Project Types' or 'Supplier Service Types'. */
  title: string;
  /** 'Project Type' or 'Supplier Service Type'. */
  singular: string;
  withDescription: boolean;
  documents: ReferenceTypeDocuments<TData, TInput>;
  /** The page of the list query's answer. */
  select: (data: MaybeMasked<TData>) => { total: number; results: readonly ReferenceTypeRow[] };
  /** The mutation input of the dialog's values. */
  toInput: (values: ReferenceTypeValues) => TInput;
}

/** A reference type list page: runs the list query and the add, edit and delete mutations, refetching after each. */
export function ReferenceTypesPage<TData, TInput>(props: ReferenceTypesPageProps<TData, TInput>) {
  const { title, singular, withDescription, documents, select, toInput } = props;
  const { table, error, refetch } = usePagedQuery(documents.list, select);
  const [create] = useMutation(documents.create);
  const [update] = useMutation(documents.update);
  const [remove] = useMutation(documents.remove);

  return (
    <ReferenceTypesList
      title={title}
      singular={singular}
      withDescription={withDescription}
      {...table}
      error={error}
      save={async (record, values) => {
        const input = toInput(values);
        if (record === null) await create({ variables: { input } });
        else await update({ variables: { id: record.id, input } });
        await refetch();
      }}
      remove={async (record) => {
        await remove({ variables: { id: record.id } });
        await refetch();
      }}
    />
  );
}
