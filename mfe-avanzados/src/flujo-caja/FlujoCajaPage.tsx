import { Titulo } from '@cartera/plataforma';

/** 'Flujo de Caja'. Cash flow (local sample data). Built by its own issue; for now the page shows its title. */
export default function FlujoCajaPage() {
  return <Titulo>Flujo de Caja</Titulo>;
}
