import { Titulo } from '@cartera/plataforma';

/** 'Reportes'. Reports general, prestamos, cobros and morosos over a date range. Built by its own issue; for now the page shows its title. */
export default function ReportesPage() {
  return <Titulo>Reportes</Titulo>;
}
