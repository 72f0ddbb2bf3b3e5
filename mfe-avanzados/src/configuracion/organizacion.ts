// The organisation settings as the page hands them to its tabs and cards: apart from ConfiguracionPage.tsx so the
// cards do not import the page that loads them (docs/decisiones/imports-hacia-abajo.md).
import type { ConfiguracionOrganizacion } from '@cartera/dominio';

/** What the screens below receive about the organisation settings (admin and gerente read them). */
export interface Organizacion {
  datos: ConfiguracionOrganizacion | undefined;
  cargando: boolean;
  error: unknown;
  /** Only the admin changes them (the API answers 403 otherwise). */
  editable: boolean;
  /** After a save: the answer replaces what is shown. */
  actualizar: (nueva: ConfiguracionOrganizacion) => void;
}
