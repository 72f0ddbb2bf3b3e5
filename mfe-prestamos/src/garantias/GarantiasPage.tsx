import { Titulo } from '@cartera/plataforma';

/** 'Garantías'. Collateral with estado filter, create form and documents. Built by its own issue; for now the page shows its title. */
export default function GarantiasPage() {
  return <Titulo>Garantías</Titulo>;
}
