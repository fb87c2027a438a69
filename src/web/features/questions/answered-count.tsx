import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { questionQueries } from "./api";

/** For anonymous visitors: how many questions the hospital answered, never the questions themselves. */
export function AnsweredQuestionsCount({ requestId }: { requestId: string }) {
  const count = useQuery(questionQueries.forRequest(requestId, "anonymous"));
  if (count.isPending) return <p className="text-sm text-muted-foreground">Loading questions…</p>;
  const answered = count.data?.answered ?? 0;
  if (answered === 0) return <p className="text-sm text-muted-foreground">No questions answered yet.</p>;
  return (
    <p className="text-sm" data-testid="answered-questions">
      {answered === 1 ? "1 question answered" : `${answered} questions answered`} -{" "}
      <Link to="/auth/sign-up" className="font-medium text-primary underline-offset-4 hover:underline">
        sign up to read {answered === 1 ? "it" : "them"}
      </Link>
    </p>
  );
}
