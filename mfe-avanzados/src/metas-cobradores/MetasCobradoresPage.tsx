import { Titulo } from '@cartera/plataforma';

/** 'Metas de Cobradores'. Monthly goals per collector. Built by its own issue; for now the page shows its title. */
export default function MetasCobradoresPage() {
  return <Titulo>Metas de Cobradores</Titulo>;
}
