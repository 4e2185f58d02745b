export default function Page() {
  return <div data-testid="reset-password">reset-password</div>;
}
