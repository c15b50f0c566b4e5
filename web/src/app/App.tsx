import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AdminRoutes } from '../features/admin/routes';
import { LoginPage } from '../features/auth/LoginPage';
import { AppProvider } from './provider';

/**
 * Route table. `/login` and `/admin/*` belong to the admin issue's features and exist even when
 * the startup health check fails; every public route belongs to the public-site issue.
 */
export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/admin/*" element={<AdminRoutes />} />
          <Route path="*" element={<main style={{ padding: 32 }}>Metal Gates</main>} />
        </Routes>
      </BrowserRouter>
    </AppProvider>
  );
}
