/** What a screen that needs an account shows a visitor: what it is, why to sign in, and the way there. */
export function SignInCard({
  title,
  body,
  href,
  action,
}: {
  title: string;
  body: string;
  href: string;
  action: string;
}) {
  return (
    <div className="card auth-card">
      <h1>{title}</h1>
      <p>{body}</p>
      <a className="button button-primary" href={href}>
        {action}
      </a>
    </div>
  );
}
