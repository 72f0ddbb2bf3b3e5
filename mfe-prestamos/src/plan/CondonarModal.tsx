import { Descriptions, Form, InputNumber } from 'antd';
import { LIMITES, formatearCOP } from '@cartera/dominio';
import { FormularioModal } from '@cartera/plataforma/formularios';
import { formatearMontoEntrada, leerMontoEntrada } from '../prestamos/entradas';
import { CONFIRMACIONES_LIBRO, MENSAJES_LIBRO } from '../prestamos/mensajes';
import { prestamosApi, type PrestamoListado, type ResultadoOperacion } from '../prestamos/prestamos.api';
import { CampoMotivo, validarMontoLibro } from './CampoMotivo';
import { saldoDelLibro } from './LiquidarModal';

interface Campos {
  monto?: number | null;
  motivo?: string;
}

interface Props {
  prestamo: PrestamoListado;
  alCerrar: () => void;
  alCondonar: (resultado: ResultadoOperacion) => void;
}

/** 'Condonar' (interest or balance forgiven with a reason, docs/libro.md): at most the balance still owed. */
export function CondonarModal({ prestamo, alCerrar, alCondonar }: Props) {
  const saldo = saldoDelLibro(prestamo);
  return (
    <FormularioModal<Campos, ResultadoOperacion>
      titulo="Condonar"
      nombre="condonar"
      textoAceptar="Condonar"
      confirmacion={(campos) =>
        CONFIRMACIONES_LIBRO.condonar(prestamo.cliente.nombre, formatearCOP(campos.monto as number))
      }
      enviar={(campos, clave) =>
        prestamosApi.condonar(
          prestamo._id,
          { monto: campos.monto as number, motivo: (campos.motivo ?? '').trim() },
          clave,
        )
      }
      exito={(r) => r.mensaje || MENSAJES_LIBRO.condonado}
      error={MENSAJES_LIBRO.errorCondonar}
      alCerrar={alCerrar}
      alGuardar={alCondonar}
      encabezado={
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 12 }}
          items={[{ key: 'saldo', label: 'Saldo pendiente', children: formatearCOP(saldo) }]}
        />
      }
    >
      <Form.Item
        label="Monto a condonar"
        name="monto"
        required
        rules={[
          {
            validator: async (_regla, valor: unknown) => {
              const mensaje = validarMontoLibro(valor, saldo, MENSAJES_LIBRO.montoCondonadoMayor);
              if (mensaje) throw new Error(mensaje);
            },
          },
        ]}
      >
        <InputNumber<number>
          min={0}
          step={LIMITES.montoPaso}
          formatter={formatearMontoEntrada}
          parser={leerMontoEntrada}
          inputMode="numeric"
          autoFocus
          style={{ width: '100%' }}
        />
      </Form.Item>
      <CampoMotivo />
    </FormularioModal>
  );
}
