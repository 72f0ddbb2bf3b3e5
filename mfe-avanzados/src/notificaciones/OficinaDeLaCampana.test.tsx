import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { elegirOficina, usePreferencias, useToasts } from '@cartera/plataforma';
import { iniciarComo } from '../../../packages/plataforma/test/pantalla';
import { CENTRO, conOficinas, NORTE } from '../../../packages/plataforma/test/oficinas';
import { exito, pagina, servirApi } from '../../../packages/plataforma/test/servidorPrueba';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { EnviarTab } from './EnviarTab';

/** Draws the send form and returns the bodies it posts and how to fill and submit a group campaign. */
function pintar() {
  const llamadas = servirApi({
    'GET /notificaciones/plantillas': () => pagina([]),
    'GET /clientes': () => pagina([]),
    'GET /usuarios': () => pagina([]),
    'GET /cobradores': () => pagina([]),
    'POST /notificaciones': () => exito({ _id: 'n1', estado: 'pendiente', estadisticas: { destinatarios: 2 } }),
  });
  render(<EnviarTab alEnviar={() => {}} />);
  const enviados = () => llamadas.filter((l) => l.metodo === 'POST').map((l) => l.cuerpo);
  const enviar = async () => {
    await userEvent.click(await screen.findByLabelText('Grupo de clientes'));
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Aviso' } });
    // The counted TextArea does not link its label in jsdom: it is the only one in the form.
    fireEvent.change(document.querySelector('textarea') as HTMLTextAreaElement, { target: { value: 'Hola' } });
    await userEvent.click(screen.getByRole('button', { name: /Enviar$/ }));
  };
  return { enviados, enviar };
}

const elegida = async () => {
  const campo = await screen.findByRole('combobox', { name: 'Oficina' });
  return within(campo.closest('.ant-select') as HTMLElement);
};

describe('la oficina de una campaña', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => usePreferencias.getState().restablecer());
    useToasts.getState().limpiar();
  });

  it('un gerente con varias oficinas la elige entre las suyas, empezando por la de la barra, y la envía', async () => {
    iniciarComo('gerente');
    conOficinas(CENTRO, NORTE);
    const { enviados, enviar } = pintar();
    // A gerente has no «Todas»: the top bar shows his first office.
    expect((await elegida()).getByText('Oficina Centro')).toBeInTheDocument();
    expect(screen.queryByTitle('Todas las oficinas')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Oficina' }));
    await userEvent.click(await screen.findByTitle('Oficina Norte'));
    await enviar();
    await waitFor(() => expect(enviados()).toHaveLength(1));
    expect(enviados()[0]).toMatchObject({ destinatarios: 'filtro', oficina: NORTE._id });
  });

  it('el administrador envía a todas las oficinas sin decir una, o a la de la barra', async () => {
    iniciarComo('admin');
    conOficinas(CENTRO, NORTE);
    const todas = pintar();
    expect((await elegida()).getByText('Todas las oficinas')).toBeInTheDocument();
    await todas.enviar();
    await waitFor(() => expect(todas.enviados()).toHaveLength(1));
    expect(todas.enviados()[0]).not.toHaveProperty('oficina');
  });

  it('el administrador con Norte en la barra la envía', async () => {
    iniciarComo('admin');
    conOficinas(CENTRO, NORTE);
    act(() => elegirOficina(NORTE._id));
    const { enviados, enviar } = pintar();
    expect((await elegida()).getByText('Oficina Norte')).toBeInTheDocument();
    await enviar();
    await waitFor(() => expect(enviados()).toHaveLength(1));
    expect(enviados()[0]).toMatchObject({ oficina: NORTE._id });
  });

  it('con una sola oficina no la pregunta ni la envía (la API toma la suya)', async () => {
    iniciarComo('gerente');
    conOficinas(CENTRO);
    const { enviados, enviar } = pintar();
    await enviar();
    await waitFor(() => expect(enviados()).toHaveLength(1));
    expect(enviados()[0]).not.toHaveProperty('oficina');
    expect(screen.queryByRole('combobox', { name: 'Oficina' })).not.toBeInTheDocument();
  });
});
