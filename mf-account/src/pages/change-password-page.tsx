export default function Page() {
  return <div data-testid="change-password">change-password</div>;
}
