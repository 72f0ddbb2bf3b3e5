import { formatearCOP } from '@cartera/dominio';
import { clienteApi } from '@cartera/plataforma';
import { SelectorRemoto, type SelectorRemotoProps } from '@cartera/plataforma/formularios';
import type { Prestamo } from '@cartera/dominio';

export function etiquetaPrestamo(prestamo: Prestamo): string {
  return `#${prestamo.numero} · ${prestamo.cliente.nombre} · ${formatearCOP(prestamo.monto)}`;
}

/** Searchable loan select: asks GET /prestamos?search=… 300 ms after typing stops (works with any portfolio size). */
export function PrestamoSelect(campo: Pick<SelectorRemotoProps<Prestamo>, 'id' | 'value' | 'onChange'>) {
  return (
    <SelectorRemoto<Prestamo>
      {...campo}
      allowClear
      placeholder="Buscar por cliente, cédula o número"
      buscar={async (texto) =>
        (
          await clienteApi.get('/api/prestamos', {
            consulta: { search: texto.trim() || undefined, limit: 20 },
          })
        ).data
      }
      opcion={(prestamo) => ({ value: prestamo._id, label: etiquetaPrestamo(prestamo) })}
      mensajeError="Error al cargar datos"
    />
  );
}
