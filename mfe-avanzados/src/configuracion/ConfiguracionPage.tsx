import { Titulo } from '@cartera/plataforma';

/** 'Configuración'. Settings kept in browser local storage. Built by its own issue; for now the page shows its title. */
export default function ConfiguracionPage() {
  return <Titulo>Configuración</Titulo>;
}
