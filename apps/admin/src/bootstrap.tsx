import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { Container } from '@mantine/core';
import { createAppStore } from '@lernstapel/api-client';
import { LernstapelProvider } from '@lernstapel/ui';
import { AdminArea } from './admin-area/AdminArea';

// Development only (nx serve admin): the exposed page alone against the API, with its own store and
// router. Log in on the portal first; the session cookie is shared by every localhost port.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <Provider store={createAppStore()}>
    <LernstapelProvider>
      <BrowserRouter>
        <Container size="lg" py="md">
          <AdminArea />
        </Container>
      </BrowserRouter>
    </LernstapelProvider>
  </Provider>,
);
