import { MessageSquareReply } from "lucide-react";
import { useState } from "react";
import type { Question } from "@/shared/contracts/questions";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { formatDate, relativeTime } from "@/web/lib/utils";
import { PublishAnswerForm } from "./publish-answer-form";

/** One question: its answer once published; for the owner and admins, who asked and the Publish Answer form. */
export function QuestionItem({ question: q, canAnswer }: { question: Question; canAnswer: boolean }) {
  const [answering, setAnswering] = useState(false);
  const headingId = `question-${q.id}`;
  return (
    <li className="rounded-lg border p-4" aria-labelledby={headingId}>
      <div className="mb-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {q.answer === null ? <Badge variant="warning">Awaiting answer</Badge> : <Badge variant="success">Answered</Badge>}
        {q.mine && <Badge variant="outline">Asked by your provider</Badge>}
        <span>Asked {relativeTime(q.createdAt)}</span>
      </div>
      <p id={headingId} className="whitespace-pre-line text-sm font-medium">
        <span className="sr-only">Question: </span>
        {q.question}
      </p>
      {q.asker && (
        <p className="mt-1 text-xs text-muted-foreground">
          Asked by {q.asker.providerName ?? "a provider no longer listed"}
          {q.asker.userEmail ? ` (${q.asker.userEmail})` : ""} · only you and admins see this
        </p>
      )}
      {q.answer !== null && (
        <div className="mt-3 border-l-2 border-primary/40 pl-3">
          <p className="text-xs font-medium text-muted-foreground">Answer from the hospital{q.answeredAt ? `, ${formatDate(q.answeredAt)}` : ""}</p>
          <p className="mt-1 whitespace-pre-line text-sm">{q.answer}</p>
        </div>
      )}
      {canAnswer && q.answer === null && !answering && (
        <Button className="mt-3" size="sm" variant="outline" onClick={() => setAnswering(true)}>
          <MessageSquareReply aria-hidden="true" />
          Answer
        </Button>
      )}
      {canAnswer && q.answer === null && answering && <PublishAnswerForm question={q} onDone={() => setAnswering(false)} />}
    </li>
  );
}
