import type { ReactNode } from 'react';
import { Typography } from 'antd';
import type { CambiosOrganizacion, ConfiguracionOrganizacion } from '@cartera/dominio';
import { clienteApi, type CuerpoDe, type Operacion } from '@cartera/plataforma';
import type { Organizacion } from './organizacion';
import { FormularioAjuste, type PropsFormularioAjuste } from './FormularioAjuste';
import { TarjetaAjuste } from './TarjetaAjuste';
import type { TextosAjuste } from './ajustes';
import { CamposFormulario, type Campo } from '@cartera/plataforma/formularios';

type CuerpoOrganizacion = CuerpoDe<Operacion<'/api/configuracion/organizacion', 'put'>>;

/** The card's part that comes from the organisation's settings (one answer for all of them, loaded once by the page). */
const deLaOrganizacion = ({ datos, error, editable }: Organizacion) => ({
  datos,
  error,
  editable,
  extra: <Typography.Text type="secondary">Ajuste de la organización</Typography.Text>,
  mensajeError: 'Error al cargar la configuración de la organización',
});

interface Props {
  titulo: string;
  organizacion: Organizacion;
  /** Shown above the content to whoever may read but not change the organisation's settings (the gerente). */
  soloLectura: string;
  children: (datos: ConfiguracionOrganizacion) => ReactNode;
}

/** A card of the organisation's settings. */
export function TarjetaOrganizacion({ titulo, organizacion, soloLectura, children }: Props) {
  return (
    <TarjetaAjuste titulo={titulo} soloLectura={soloLectura} {...deLaOrganizacion(organizacion)}>
      {children}
    </TarjetaAjuste>
  );
}

type PropsFormulario<C> = Omit<
  PropsFormularioAjuste<ConfiguracionOrganizacion, C>,
  'datos' | 'error' | 'editable' | 'extra' | 'mensajeError' | 'guardar'
> & {
  organizacion: Organizacion;
  /** What the server receives from the form's fields. */
  cuerpo: (campos: C) => CuerpoOrganizacion;
};

/**
 * A card that edits some of the organisation's settings in one form: saved with `PUT /api/configuracion/organizacion`
 * (only what `cuerpo` sends changes), and the answer replaces the settings every card shows.
 */
export function FormularioOrganizacion<C>({ organizacion, cuerpo, ...formulario }: PropsFormulario<C>) {
  const guardar = async (campos: C) =>
    organizacion.actualizar(await clienteApi.put('/api/configuracion/organizacion', { cuerpo: cuerpo(campos) }));
  return <FormularioAjuste<ConfiguracionOrganizacion, C> {...formulario} {...deLaOrganizacion(organizacion)} guardar={guardar} />;
}

/**
 * A card whose fields are the organisation's settings as they are (no conversion either way): each field shows its
 * setting and the save sends the fields the card shows (the form gives only its own fields), nothing else.
 */
export function AjusteOrganizacion(props: Omit<PropsFormulario<CambiosOrganizacion>, 'valores' | 'cuerpo'>) {
  return (
    <FormularioOrganizacion<CambiosOrganizacion> {...props} valores={(datos) => datos} cuerpo={(campos) => campos} />
  );
}

type Declaracion = Pick<Parameters<typeof AjusteOrganizacion>[0], 'ayuda'> & {
  campos: ReadonlyArray<Campo | false>;
  /** Side by side (`CamposFormulario`'s `enFila`), aligned at the top. */
  enFila?: boolean;
};

/**
 * A card of the organisation's settings declared as data: its words (`AJUSTES`), its help and its fields, each shown
 * as it is and saved as the form gives it (`AjusteOrganizacion`).
 * `export const TarjetaX = ajusteDeOrganizacion(AJUSTES.x, { ayuda, campos: [campo.seleccion(…)] })`.
 */
export function ajusteDeOrganizacion(textos: TextosAjuste, { ayuda, campos, enFila = false }: Declaracion) {
  return function TarjetaDeAjuste({ organizacion }: { organizacion: Organizacion }) {
    return (
      <AjusteOrganizacion {...textos} organizacion={organizacion} ayuda={ayuda}>
        <CamposFormulario campos={campos} enFila={enFila} alinear={enFila ? 'flex-start' : undefined} />
      </AjusteOrganizacion>
    );
  };
}
