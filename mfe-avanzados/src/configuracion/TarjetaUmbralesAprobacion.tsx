import { Form } from 'antd';
import {
  UMBRALES_APROBACION_DEFECTO,
  formatearCOP,
  validarUmbralesAprobacion,
  type DatosUmbralesAprobacion,
} from '@cartera/dominio';
import { clienteApi, reglaDe } from '@cartera/plataforma';
import { AJUSTES } from './ajustes';
import { CamposMontos, FormularioAjuste, useAjusteDelServidor, type CampoMonto } from './FormularioAjuste';

const CAMPOS: ReadonlyArray<CampoMonto<keyof DatosUmbralesAprobacion>> = [
  [
    'prestamoGerente',
    'Préstamo de un gerente',
    'Un préstamo que crea un gerente por más de esto no se desembolsa: queda como solicitud para un administrador.',
  ],
  ['condonacion', 'Condonación', 'Una condonación de un gerente por más de esto espera a un administrador.'],
  ['castigo', 'Castigo', 'Un castigo de un gerente con un saldo de más de esto espera a un administrador.'],
  [
    'gerenteDiario',
    'Total diario de un gerente',
    'Todo lo que un gerente entrega y perdona sin aprobación en un día, sumado: lo que lo pase espera a un administrador.',
  ],
];

const textoDefecto = (valor: number | null) => (valor ? formatearCOP(valor) : 'sin umbral');

/**
 * Configuración → Sistema: from which amount a gerente's loan, forgiveness or write-off waits for an admin, and the
 * daily total of everything a gerente gives out or forgives alone (docs/decisiones/cuatro-ojos.md). The admin edits them with the API's own rule; the gerente reads them.
 */
export function TarjetaUmbralesAprobacion() {
  const [form] = Form.useForm<DatosUmbralesAprobacion>();
  const ajuste = useAjusteDelServidor(
    () => clienteApi.get('/api/aprobaciones/umbrales'),
    'Error al cargar los umbrales de aprobación',
  );
  const umbrales = (valores: DatosUmbralesAprobacion) => ({
    prestamoGerente: valores.prestamoGerente ?? null,
    condonacion: valores.condonacion ?? null,
    castigo: valores.castigo ?? null,
    gerenteDiario: valores.gerenteDiario ?? null,
  });
  const regla = (campo: keyof DatosUmbralesAprobacion) =>
    reglaDe(() => {
      const valores = form.getFieldsValue();
      return validarUmbralesAprobacion({ ...valores, [campo]: valores[campo] ?? null })[campo] ?? null;
    });

  return (
    <FormularioAjuste
      {...AJUSTES.umbralesAprobacion}
      {...ajuste}
      form={form}
      valores={umbrales}
      guardar={(campos) => clienteApi.put('/api/aprobaciones/umbrales', { cuerpo: umbrales(campos) })}
      ayuda={
        <>
          Pesos enteros; 0 o vacío: no espera a nadie. Quien pide nunca aprueba lo suyo, y un administrador
          no espera a nadie. Cada umbral se mide con lo que el gerente ya movió ese día sin aprobación en el
          mismo préstamo y con el mismo cliente: partir un monto no lo evita. Por defecto: préstamo de un
          gerente {textoDefecto(UMBRALES_APROBACION_DEFECTO.prestamoGerente)}, condonación{' '}
          {textoDefecto(UMBRALES_APROBACION_DEFECTO.condonacion)}, castigo{' '}
          {textoDefecto(UMBRALES_APROBACION_DEFECTO.castigo)} y total diario{' '}
          {textoDefecto(UMBRALES_APROBACION_DEFECTO.gerenteDiario)}.
        </>
      }
    >
      <CamposMontos campos={CAMPOS} paso={100000} regla={regla} />
    </FormularioAjuste>
  );
}
