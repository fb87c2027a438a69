import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Megaphone } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { AnswerQuestionInput, type Question } from "@/shared/contracts/questions";
import { errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Textarea } from "@/web/components/ui/input";
import { publishAnswer, refreshQuestions } from "./api";

type Values = { question?: string; answer: string };
const resolver = zodResolver(AnswerQuestionInput);
const WORDING_HINT = "Edit it to remove anything that identifies the asker: it is published as it reads here.";
const ANSWER_HINT = "10 to 4000 characters, visible to every provider.";

/** "Publish Answer": the owner or an admin answers, and may reword the question as it is published. */
export function PublishAnswerForm({ question, onDone }: { question: Question; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({ resolver, defaultValues: { question: question.question, answer: "" } });
  const publish = useMutation({
    mutationFn: (v: Values) => publishAnswer(question.id, (v.question ?? "").trim() === question.question ? { answer: v.answer } : v),
    onSuccess: () => {
      toast.success("Answer published");
      onDone();
    },
    onError: (e) => {
      if (e instanceof FieldsError) for (const name of ["question", "answer"] as const) if (e.fields[name]) form.setError(name, { message: e.fields[name] });
      toast.error(errorMessage(e, "Failed to publish the answer"));
    },
    onSettled: () => refreshQuestions(queryClient),
  });
  const errors = form.formState.errors;
  const ids = { question: `wording-${question.id}`, answer: `answer-${question.id}` };
  return (
    <form className="mt-3 grid gap-3" noValidate onSubmit={form.handleSubmit((v) => publish.mutate(v))} aria-label="Publish Answer">
      <Field id={ids.question} label="Question as published" error={errors.question?.message} hint={WORDING_HINT}>
        <Textarea rows={3} {...fieldProps(ids.question, errors.question?.message, WORDING_HINT)} {...form.register("question")} />
      </Field>
      <Field id={ids.answer} label="Answer" error={errors.answer?.message} hint={ANSWER_HINT}>
        <Textarea rows={4} autoFocus {...fieldProps(ids.answer, errors.answer?.message, ANSWER_HINT)} {...form.register("answer")} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={publish.isPending}>
          <Megaphone aria-hidden="true" />
          {publish.isPending ? "Publishing..." : "Publish Answer"}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={publish.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
