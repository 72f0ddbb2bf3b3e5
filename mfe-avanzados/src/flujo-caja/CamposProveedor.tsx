import { Form, type FormRule } from 'antd';
import {
  MENSAJES_PROVEEDOR,
  validarNit,
  type DatosProveedorEgreso,
  type TipoMovimientoCaja,
} from '@cartera/dominio';
import { reglaDe } from '@cartera/plataforma';
import { CamposFormulario, campo } from '@cartera/plataforma/formularios';

/** The supplier fields of a cash movement form. */
export interface CamposProveedorEgreso {
  tipo?: TipoMovimientoCaja;
  proveedorNombre?: string;
  proveedorNit?: string;
}

/** The supplier goes with both fields or neither: this one is required once `otro` has something. */
const conElOtro =
  (otro: 'proveedorNombre' | 'proveedorNit', mensaje: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_regla, valor?: string) => {
      if (!valor?.trim() && getFieldValue(otro)?.trim()) throw new Error(mensaje);
    },
  });

/** What the API gets: the supplier of an expense (both fields or neither); an income never carries one. */
export function proveedorDeCampos(campos: CamposProveedorEgreso): Required<DatosProveedorEgreso> {
  const nombre = campos.proveedorNombre?.trim() || null;
  const nit = campos.proveedorNit?.trim() || null;
  return campos.tipo === 'egreso' ? { proveedorNombre: nombre, proveedorNit: nit } : { proveedorNombre: null, proveedorNit: null };
}

/**
 * 'Proveedor' and 'NIT del proveedor' of an expense (docs/decisiones/exporte-contable.md): whom the office paid, the
 * third party of its voucher in the accountant's export. Optional, but both or neither; the NIT with its check digit,
 * checked with the DIAN algorithm of @cartera/dominio (the API's words). Hidden for an income.
 */
export function CamposProveedor() {
  const form = Form.useFormInstance<CamposProveedorEgreso>();
  const tipo = Form.useWatch('tipo', form);
  if (tipo !== 'egreso') return null;
  return (
    <CamposFormulario
      campos={[
        campo.texto('proveedorNombre', 'Proveedor', {
          dependencies: ['proveedorNit'],
          extra: 'Opcional: a quién se pagó, para el exporte contable.',
          rules: [{ max: 120, message: MENSAJES_PROVEEDOR.nombreLargo }, conElOtro('proveedorNit', MENSAJES_PROVEEDOR.nitSinNombre)],
          max: 120,
          entrada: { autoComplete: 'off' },
        }),
        campo.texto('proveedorNit', 'NIT del proveedor', {
          dependencies: ['proveedorNombre'],
          extra: 'Con su dígito de verificación: 900123456-8.',
          rules: [
            reglaDe((valor?: string) => validarNit(valor, { obligatorio: false })),
            conElOtro('proveedorNombre', MENSAJES_PROVEEDOR.nombreSinNit),
          ],
          entrada: { autoComplete: 'off', placeholder: '900123456-8' },
        }),
      ]}
    />
  );
}
