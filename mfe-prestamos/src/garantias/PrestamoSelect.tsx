import { useEffect, useRef, useState } from 'react';
import { Select, Spin } from 'antd';
import { formatearCOP } from '@cartera/dominio';
import { clienteApi, mensajeDeError, toast } from '@cartera/plataforma';
import type { Prestamo } from '@cartera/dominio';

const ESPERA_BUSQUEDA_MS = 300;

export function etiquetaPrestamo(prestamo: Prestamo): string {
  return `#${prestamo.numero} · ${prestamo.cliente.nombre} · ${formatearCOP(prestamo.monto)}`;
}

interface Props {
  id?: string;
  value?: string;
  onChange?: (valor: string | undefined) => void;
}

/** Searchable loan select: asks GET /prestamos?search=… 300 ms after typing stops (works with any portfolio size). */
export function PrestamoSelect({ id, value, onChange }: Props) {
  const [opciones, setOpciones] = useState<Prestamo[]>([]);
  const [buscando, setBuscando] = useState(false);
  const [texto, setTexto] = useState('');
  const ultima = useRef(0);

  useEffect(() => {
    const numero = ++ultima.current;
    const temporizador = setTimeout(() => {
      setBuscando(true);
      clienteApi
        .get('/api/prestamos', { consulta: { search: texto.trim() || undefined, limit: 20 } })
        .then((encontrados) => {
          if (numero === ultima.current) setOpciones(encontrados.data);
        })
        .catch((error: unknown) => toast.error(mensajeDeError(error, 'Error al cargar datos')))
        .finally(() => {
          if (numero === ultima.current) setBuscando(false);
        });
    }, ESPERA_BUSQUEDA_MS);
    return () => clearTimeout(temporizador);
  }, [texto]);

  return (
    <Select<string>
      id={id}
      value={value}
      onChange={(valor) => onChange?.(valor)}
      showSearch={{ filterOption: false, onSearch: setTexto }}
      placeholder="Buscar por cliente, cédula o número"
      aria-label="Préstamo"
      allowClear
      notFoundContent={buscando ? <Spin size="small" /> : 'Sin resultados'}
      options={opciones.map((prestamo) => ({ value: prestamo._id, label: etiquetaPrestamo(prestamo) }))}
    />
  );
}
