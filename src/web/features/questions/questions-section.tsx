import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { MessageCircleQuestion } from "lucide-react";
import { useState } from "react";
import { OPEN_QUESTION_LIMIT } from "@/shared/policy/questions";
import { errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { AskQuestionForm } from "./ask-question-form";
import { QUESTIONS_PAGE_SIZE, questionQueries } from "./api";
import { QuestionItem } from "./question-item";

/**
 * Issue 15 "Questions & Answers" on the request detail, for signed-in readers. What each reader gets is the
 * server's choice: the owner and admins every question (and who asked), a provider its own and the answered ones.
 */
export function QuestionsSection({ requestId, requestOpen }: { requestId: string; requestOpen: boolean }) {
  const { viewer } = useAuth();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...questionQueries.forRequest(requestId, viewer, page), placeholderData: keepPreviousData });
  const data = list.data;

  return (
    <Card role="region" aria-labelledby="section-questions-answers">
      <CardHeader className="pb-3">
        <CardTitle as="h2" id="section-questions-answers" className="flex items-center gap-2 text-lg">
          <MessageCircleQuestion className="size-5 text-primary" aria-hidden="true" />
          Questions &amp; Answers
        </CardTitle>
        <CardDescription>
          {data ? `${data.answered} answered` : "Questions providers asked, and the hospital's answers"}
          {data?.canAnswer ? " · answer a question to publish it to every provider" : " · askers are never named"}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {data?.canAsk && <AskQuestionForm requestId={requestId} />}
        {data && !data.canAsk && requestOpen && data.openOwn >= OPEN_QUESTION_LIMIT && (
          <p className="rounded-md bg-muted p-3 text-sm" role="note">
            Your provider has {OPEN_QUESTION_LIMIT} questions awaiting an answer here: you can ask again once one is answered.
          </p>
        )}
        {list.isPending ? (
          <SkeletonRows label="Loading questions" rowClassName="h-16 w-full" />
        ) : list.isError ? (
          <LoadError message={errorMessage(list.error, "Failed to load the questions")} onRetry={() => list.refetch()} />
        ) : data && data.data.length > 0 ? (
          <ol className="grid gap-4" aria-label="Questions">
            {data.data.map((q) => (
              <QuestionItem key={q.id} question={q} canAnswer={data.canAnswer} />
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">No questions yet.</p>
        )}
        {data && (
          <Pagination
            page={page}
            pageCount={pageCountOf(data.total, QUESTIONS_PAGE_SIZE)}
            hasNext={data.hasNext}
            onPageChange={setPage}
            label="Questions pages"
          />
        )}
      </CardContent>
    </Card>
  );
}
