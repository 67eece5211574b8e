import { createRoot } from 'react-dom/client';
import { createAppStore, Provider } from '@lernstapel/api-client';
import { LernstapelProvider, Container, BrowserRouter } from '@lernstapel/ui';
import { AdminArea } from './admin-area/AdminArea';
import { KlasseGruppen } from './klasse/KlasseGruppen';
import { Verwaltung } from './verwaltung/Verwaltung';

// Development only (nx serve admin): the exposed page alone against the API, with its own store and
// router. Log in on the portal first; the session cookie is shared by every localhost port.
// /klasse shows the teacher's 'Klasse / Gruppen' page, /verwaltung the teachers / school page, every
// other address the main administrator's area.
function DevPage() {
  const path = window.location.pathname;
  if (path.startsWith('/klasse')) return <KlasseGruppen />;
  if (path.startsWith('/verwaltung')) return <Verwaltung />;
  return <AdminArea />;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <Provider store={createAppStore()}>
    <LernstapelProvider>
      <BrowserRouter>
        <Container size="lg" py="md">
          <DevPage />
        </Container>
      </BrowserRouter>
    </LernstapelProvider>
  </Provider>,
);
