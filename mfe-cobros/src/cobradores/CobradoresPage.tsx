import type {
  CarteraCobrador,
  CobradorConCartera,
  ConsultaCobradores,
  DatosCobrador,
  EstadoActivo,
} from '@cartera/dominio';
import { clienteApi, useSesion, modalDiferido } from '@cartera/plataforma';
import { PantallaCuentas } from '@cartera/plataforma/listado';

/** /api/cobradores through the generated client (docs/decisiones/cliente-generado.md); the list comes in `data.data`. */
const cobradoresApi = {
  /** A page of collectors; with `cartera`, each with their portfolio in the same answer (one query on the server). */
  listar: (consulta: ConsultaCobradores) => clienteApi.get('/api/cobradores', { consulta }),
  /** How many collectors a filter matches, read from the paging metadata of a one-row page. */
  contar: async (estado?: EstadoActivo) =>
    (await cobradoresApi.listar({ page: 1, limit: 1, estado })).meta.total,
  resumen: async () => {
    const [total, activos, inactivos] = await Promise.all(
      [undefined, 'activo' as const, 'inactivo' as const].map(cobradoresApi.contar),
    );
    return { total, activos, inactivos };
  },
  /** The form asks for the password of a new account; without one, the API answers its own 400. */
  crear: ({ password = '', ...datos }: DatosCobrador) =>
    clienteApi.post('/api/cobradores', { cuerpo: { ...datos, password } }),
  actualizar: (id: string, cuerpo: DatosCobrador) =>
    clienteApi.put('/api/cobradores/{id}', { ruta: { id }, cuerpo }),
  eliminar: (id: string) => clienteApi.delete('/api/cobradores/{id}', { ruta: { id } }),
};

// Loaded when first opened (modalDiferido): the screen does not wait for the form and its fields.
const CobradorFormModal = modalDiferido(() =>
  import('./CobradorFormModal').then((m) => ({ default: m.CobradorFormModal })),
);

const cifra = (cobrador: CobradorConCartera, campo: keyof CarteraCobrador) =>
  cobrador.cartera?.[campo] ?? '—';

/**
 * Spec §2 Collectors: the accounts screen of the platform over the users of role cobrador only (the API scopes
 * /cobradores to that role). A cobrador may look but not write (docs/decisiones/roles-y-permisos.md): no actions,
 * and the API gives his session only his own account.
 * Their portfolio figures only make sense to who sees every portfolio (a cobrador's session sees only theirs): they
 * come in the same answer as the page, not as two more requests per row.
 */
export default function CobradoresPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const puedeEscribir = rol === 'admin' || rol === 'gerente';
  return (
    <PantallaCuentas
      sustantivo="Cobrador"
      plural="Cobradores"
      consultar={(filtros) => cobradoresApi.listar(puedeEscribir ? { ...filtros, cartera: true } : filtros)}
      resumir={cobradoresApi.resumen}
      tarjetas={(resumen) => [
        { titulo: 'Total Cobradores', valor: resumen?.total },
        { titulo: 'Activos', valor: resumen?.activos },
        { titulo: 'Inactivos', valor: resumen?.inactivos },
      ]}
      eliminar={cobradoresApi.eliminar}
      busqueda={{ placeholder: 'Buscar por nombre, email, zona o teléfono' }}
      columnasExtra={
        puedeEscribir
          ? [
              {
                title: 'Clientes',
                key: 'clientes',
                align: 'right',
                render: (_valor, c) => cifra(c, 'clientes'),
              },
              {
                title: 'Préstamos activos',
                key: 'prestamosActivos',
                align: 'right',
                render: (_valor, c) => cifra(c, 'prestamosActivos'),
              },
            ]
          : []
      }
      puedeEscribir={puedeEscribir}
      formulario={({ cuenta, alCerrar, alGuardar }) => (
        <CobradorFormModal
          cobrador={cuenta}
          guardar={(datos) =>
            cuenta ? cobradoresApi.actualizar(cuenta._id, datos) : cobradoresApi.crear(datos)
          }
          alCerrar={alCerrar}
          alGuardar={alGuardar}
        />
      )}
    />
  );
}
