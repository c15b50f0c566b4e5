import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProvider } from './provider';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<main style={{ padding: 32 }}>Metal Gates</main>} />
        </Routes>
      </BrowserRouter>
    </AppProvider>
  );
}
