import { Form, Radio } from 'antd';
import {
  APLICACIONES_CONDONACION,
  ETIQUETAS_APLICACION_CONDONACION,
  formatearCOP,
  opcionesDe,
  type AplicacionCondonacion,
} from '@cartera/dominio';
import { clienteApi, requerido } from '@cartera/plataforma';
import { FormularioModal, type CierreModal } from '@cartera/plataforma/formularios';
import { CONFIRMACIONES_LIBRO, MENSAJES_LIBRO } from '../prestamos/mensajes';
import type { ResultadoOperacionPrestamo } from '@cartera/dominio';
import { resultadoOperacion } from '../prestamos/resultadoOperacion';
import { CampoMontoLibro, CampoMotivo } from './CampoMotivo';
import { lineasSaldo, saldoDelLibro, type PrestamoConLibro } from './LiquidarModal';
import { ResumenOperacion } from './ResumenOperacion';

interface Campos {
  monto?: number | null;
  motivo?: string;
  aplicarA?: AplicacionCondonacion;
}

interface Props extends CierreModal<ResultadoOperacionPrestamo> {
  prestamo: PrestamoConLibro;
}

/** 'Condonar' (interest or balance forgiven with a reason, docs/libro.md): at most the balance still owed. */
export function CondonarModal({ prestamo, ...cierre }: Props) {
  const saldo = saldoDelLibro(prestamo);
  return (
    <FormularioModal<Campos, ResultadoOperacionPrestamo>
      titulo="Condonar"
      nombre="condonar"
      textoAceptar="Condonar"
      confirmacion={(campos) =>
        CONFIRMACIONES_LIBRO.condonar(prestamo.cliente.nombre, formatearCOP(requerido(campos.monto, 'monto')))
      }
      enviar={async (campos, clave) =>
        resultadoOperacion(
          await clienteApi.conSobre.post('/api/prestamos/{id}/condonar', {
            ruta: { id: prestamo._id },
            cuerpo: {
              monto: requerido(campos.monto, 'monto'),
              motivo: (campos.motivo ?? '').trim(),
              aplicarA: campos.aplicarA ?? 'interes',
            },
            clave,
          }),
        )
      }
      exito={(r) => r.mensaje || MENSAJES_LIBRO.condonado}
      error={MENSAJES_LIBRO.errorCondonar}
      {...cierre}
      encabezado={<ResumenOperacion items={lineasSaldo(prestamo)} />}
    >
      <CampoMontoLibro
        etiqueta="Monto a condonar"
        nombre="monto"
        maximo={saldo}
        mensajeMayor={MENSAJES_LIBRO.montoCondonadoMayor}
      />
      <Form.Item
        label="Se perdona"
        name="aplicarA"
        initialValue="interes"
        tooltip="En la contabilidad: el interés pactado que no se ha cobrado, o el capital prestado (es una pérdida)"
      >
        <Radio.Group options={opcionesDe(APLICACIONES_CONDONACION, ETIQUETAS_APLICACION_CONDONACION)} />
      </Form.Item>
      <CampoMotivo />
    </FormularioModal>
  );
}
