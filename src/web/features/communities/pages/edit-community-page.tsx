import { useParams } from 'react-router';
import { EditCommunity } from '../components/form/edit-community';

/** /editar-comunidade/{id}: edit a community; returns to /minhas-comunidades (SPEC §2). */
export function EditCommunityPage() {
  const { id = '' } = useParams();
  return <EditCommunity id={id} />;
}
