import { Titulo } from '@cartera/plataforma';

/** 'Rutas de Cobro'. Collection routes generated per collector. Built by its own issue; for now the page shows its title. */
export default function RutasCobroPage() {
  return <Titulo>Rutas de Cobro</Titulo>;
}
