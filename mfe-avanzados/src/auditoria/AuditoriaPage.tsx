import { Titulo } from '@cartera/plataforma';

/** 'Auditoría y Logs'. Audit log. Built by its own issue; for now the page shows its title. */
export default function AuditoriaPage() {
  return <Titulo>Auditoría y Logs</Titulo>;
}
