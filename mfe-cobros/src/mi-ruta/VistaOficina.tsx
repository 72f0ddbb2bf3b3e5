// /mi-ruta for admin and gerente: they collect nothing on the street; they pick a collector and see his day as he sees
// it, read-only (no cobrar, no visit, nothing kept on the device).
import { useEffect, useState } from 'react';
import { LIMITES, type Usuario } from '@cartera/dominio';
import { miRutaApi, type Sesion } from './conexion';
import { Cabecera } from './Cabecera';
import { ListaParadas } from './ListaParadas';
import { Progreso } from './Progreso';
import { salir } from './salir';
import { useDia } from './useDia';

type Cobrador = Pick<Usuario, '_id' | 'nombre'>;

export function VistaOficina({ sesion }: { sesion: Sesion }) {
  const [cobradores, setCobradores] = useState<Cobrador[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cobradorId, setCobradorId] = useState<string | null>(null);
  const { dia, cargando, aviso, cargar } = useDia(sesion.usuario._id, cobradorId);

  useEffect(() => {
    const consulta = {
      page: 1,
      limit: LIMITES.cargaPrestamos,
      sort: 'nombre_asc',
      estado: 'activo',
    } as const;
    miRutaApi
      .get('/api/cobradores', { consulta })
      .then((lista) => setCobradores(lista.data.map(({ _id, nombre }) => ({ _id, nombre }))))
      .catch((e: unknown) =>
        setError(e instanceof Error ? e.message : 'No se pudieron cargar los cobradores'),
      );
  }, []);

  useEffect(() => {
    void cargar();
  }, [cargar]);

  return (
    <div className="mr">
      <Cabecera
        nombre={sesion.usuario.nombre}
        fecha={dia?.fecha ?? null}
        onSalir={() => void salir(sesion.usuario._id, false)}
      />
      <div className="mr-campos">
        <label>
          Cobrador
          <select
            value={cobradorId ?? ''}
            disabled={!cobradores}
            onChange={(evento) => setCobradorId(evento.target.value || null)}
          >
            <option value="">{cobradores ? 'Elija un cobrador' : 'Cargando cobradores…'}</option>
            {cobradores?.map((c) => (
              <option key={c._id} value={c._id}>
                {c.nombre}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && <p className="mr-error">{error}</p>}
      {cobradorId === null ? (
        <p className="mr-aviso">Elija un cobrador para ver su ruta del día (sólo lectura).</p>
      ) : (
        <>
          {aviso && <p className="mr-aviso">{aviso}</p>}
          <Progreso progreso={dia ? dia.progreso : null} />
          {cargando && !dia && <p className="mr-aviso">Cargando la ruta…</p>}
          <ListaParadas key={cobradorId} dia={dia} />
        </>
      )}
    </div>
  );
}
