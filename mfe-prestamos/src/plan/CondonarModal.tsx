import { formatearCOP } from '@cartera/dominio';
import { FormularioModal } from '@cartera/plataforma/formularios';
import { CONFIRMACIONES_LIBRO, MENSAJES_LIBRO } from '../prestamos/mensajes';
import type { Prestamo, ResultadoOperacionPrestamo } from '@cartera/dominio';
import { prestamosApi } from '../prestamos/prestamos.api';
import { CampoMontoLibro, CampoMotivo } from './CampoMotivo';
import { saldoDelLibro } from './LiquidarModal';
import { ResumenOperacion } from './ResumenOperacion';

interface Campos {
  monto?: number | null;
  motivo?: string;
}

interface Props {
  prestamo: Prestamo;
  alCerrar: () => void;
  alCondonar: (resultado: ResultadoOperacionPrestamo) => void;
}

/** 'Condonar' (interest or balance forgiven with a reason, docs/libro.md): at most the balance still owed. */
export function CondonarModal({ prestamo, alCerrar, alCondonar }: Props) {
  const saldo = saldoDelLibro(prestamo);
  return (
    <FormularioModal<Campos, ResultadoOperacionPrestamo>
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
        <ResumenOperacion
          items={[{ key: 'saldo', label: 'Saldo pendiente', children: formatearCOP(saldo) }]}
        />
      }
    >
      <CampoMontoLibro
        etiqueta="Monto a condonar"
        nombre="monto"
        maximo={saldo}
        mensajeMayor={MENSAJES_LIBRO.montoCondonadoMayor}
      />
      <CampoMotivo />
    </FormularioModal>
  );
}
