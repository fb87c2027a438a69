import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { AskQuestionInput } from "@/shared/contracts/questions";
import { QUESTION_MAX } from "@/shared/policy/questions";
import { errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Textarea } from "@/web/components/ui/input";
import { askQuestion, refreshQuestions } from "./api";

type Values = { question: string };
const resolver = zodResolver(AskQuestionInput);
const HINT = "10 to 2000 characters. The hospital publishes its answer to every provider; who asked is never shown.";

/** "Ask a Question": for a provider's users while the request is OPEN. */
export function AskQuestionForm({ requestId }: { requestId: string }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({ resolver, defaultValues: { question: "" } });
  const ask = useMutation({
    mutationFn: (v: Values) => askQuestion(requestId, v),
    onSuccess: () => {
      toast.success("Question sent to the hospital");
      form.reset({ question: "" });
    },
    onError: (e) => {
      if (e instanceof FieldsError && e.fields.question) form.setError("question", { message: e.fields.question });
      toast.error(errorMessage(e, "Failed to send the question"));
    },
    onSettled: () => refreshQuestions(queryClient),
  });
  const error = form.formState.errors.question?.message;
  return (
    <form className="grid gap-3 rounded-lg bg-muted/50 p-4" noValidate onSubmit={form.handleSubmit((v) => ask.mutate(v))} aria-label="Ask a Question">
      <Field id="ask-question" label="Your question" error={error} hint={HINT}>
        <Textarea rows={3} maxLength={QUESTION_MAX * 2} placeholder="e.g. Which PACS do you use, and do prior studies come along?" {...fieldProps("ask-question", error, HINT)} {...form.register("question")} />
      </Field>
      <Button type="submit" className="justify-self-start" disabled={ask.isPending}>
        <Send aria-hidden="true" />
        {ask.isPending ? "Sending..." : "Ask a Question"}
      </Button>
    </form>
  );
}
