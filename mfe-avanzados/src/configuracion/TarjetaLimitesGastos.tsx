import { Form } from 'antd';
import { LIMITES_GASTOS_DEFECTO, formatearCOP, validarLimitesGastos, type DatosLimitesGastos } from '@cartera/dominio';
import { clienteApi, reglaDe } from '@cartera/plataforma';
import { AJUSTES } from './ajustes';
import { CamposMontos, FormularioAjuste, useAjusteDelServidor, type CampoMonto } from './FormularioAjuste';

const CAMPOS: ReadonlyArray<CampoMonto<keyof DatosLimitesGastos>> = [
  ['gastoMaximo', 'Límite por gasto', 'Un gasto de más de esto espera la aprobación de un gerente o administrador.'],
  [
    'gastosDiaMaximo',
    'Límite por cobrador y día',
    'Si con los gastos aceptados del cobrador ese día pasa de esto, el gasto espera aprobación.',
  ],
  ['fotoDesde', 'Foto del recibo desde', 'En un gasto de más de esto la foto del recibo es obligatoria (0: en todos).'],
];

/**
 * Configuración → Sistema: the limits of the collectors' expenses (docs/decisiones/caja-de-cobradores.md), one set
 * per office (docs/decisiones/libros-por-oficina.md): the office in the top bar's. The admin edits them with the API's
 * own rule (`validarLimitesGastos`); the gerente reads his. They apply to expenses registered from then on.
 */
export function TarjetaLimitesGastos() {
  const [form] = Form.useForm<DatosLimitesGastos>();
  const ajuste = useAjusteDelServidor(
    () => clienteApi.get('/api/caja/limites-gastos'),
    'Error al cargar los límites de gastos',
  );
  const regla = (campo: keyof DatosLimitesGastos) =>
    reglaDe(() => validarLimitesGastos(form.getFieldsValue())[campo] ?? null);

  return (
    <FormularioAjuste
      {...AJUSTES.limitesGastos}
      {...ajuste}
      form={form}
      valores={(cargados) => cargados}
      // Each office has its own: they are saved for the office they were read from (the top bar's, or the principal).
      guardar={(campos) =>
        clienteApi.put('/api/caja/limites-gastos', {
          cuerpo: { ...campos, ...(ajuste.datos?.oficina ? { oficina: ajuste.datos.oficina._id } : {}) },
        })
      }
      ayuda={(cargados) => (
        <>
          {cargados.oficina ? `Los de ${cargados.oficina.nombre}. ` : ''}Pesos enteros. Un gasto por aprobar no rebaja lo que el cobrador debe entregar hasta que lo aprueben. Un
          cobrador fecha sus gastos, como sus cobros, hasta {cargados.diasAtras} días atrás. Por defecto:{' '}
          {formatearCOP(LIMITES_GASTOS_DEFECTO.gastoMaximo)} por gasto, {formatearCOP(LIMITES_GASTOS_DEFECTO.gastosDiaMaximo)} por
          día y foto desde {formatearCOP(LIMITES_GASTOS_DEFECTO.fotoDesde)}.
        </>
      )}
    >
      <CamposMontos campos={CAMPOS} paso={1000} regla={regla} dependencias={{ gastosDiaMaximo: ['gastoMaximo'] }} />
    </FormularioAjuste>
  );
}
