import { useParams } from 'react-router';
import { EditCompany } from '../components/form/edit-company';

/** /editar-empresa/{id}: edit a company; returns to /minhas-empresas (SPEC §2). */
export function EditCompanyPage() {
  const { id = '' } = useParams();
  // Keyed by the id, so moving to another company's editor starts afresh.
  return <EditCompany key={id} id={id} />;
}
