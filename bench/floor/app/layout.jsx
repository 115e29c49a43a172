export const metadata = { title: 'Floor', description: 'A bare Next.js App Router page.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
