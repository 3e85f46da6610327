import * as lessonRoute from "@/app/api/lessons-admin/route";
import * as submoduleRoute from "@/app/api/sub-modules-admin/route";
import * as trainingRoute from "@/app/api/training-admin/route";
import * as moduleRoute from "@/app/api/training-modules-admin/route";
import * as lessonDetail from "@/app/api/collaborator/lesson-collaborator/[id]/route";
import * as lessons from "@/app/api/collaborator/lesson-collaborator/route";
import * as modules from "@/app/api/collaborator/module-collaborator/route";
import * as submodules from "@/app/api/collaborator/submodule-collaborator/route";
import * as trainings from "@/app/api/collaborator/training-collaborator/route";
import { call, type TestUser } from "./factory";

let sequence = 0;

export type Course = { training: number; module: number; submodule: number; lessons: number[] };

async function created(response: Promise<{ status: number; body: any }>): Promise<number> {
  const { status, body } = await response;
  if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(body)}`);
  return body.id;
}

/** A training with one module, one submodule and `lessons` lessons, made through the admin API. */
export async function createCourse(
  admin: TestUser,
  options: { lessons?: number } = {},
): Promise<Course> {
  const n = ++sequence;
  const token = admin.token;
  const training = await created(
    call(trainingRoute.POST, {
      token,
      body: { title: `Treinamento ${n}`, description: "Descrição", tutor: "Professora" },
    }),
  );
  const moduleId = await created(
    call(moduleRoute.POST, {
      token,
      body: { title: `Módulo ${n}`, description: "Descrição", trainingId: training },
    }),
  );
  const submodule = await created(
    call(submoduleRoute.POST, {
      token,
      body: { title: `Submódulo ${n}`, description: "Descrição", moduleId },
    }),
  );
  const lessons: number[] = [];
  for (let i = 0; i < (options.lessons ?? 1); i++) {
    const body = {
      title: `Aula ${n}.${i + 1}`,
      description: "Descrição",
      submoduleId: submodule,
      content: "https://www.youtube.com/watch?v=abc123",
    };
    lessons.push(await created(call(lessonRoute.POST, { token, body })));
  }
  return { training, module: moduleId, submodule, lessons };
}

/** Adds a module (with one submodule and `lessons` lessons) to an existing training. */
export async function addModule(
  admin: TestUser,
  training: number,
  lessons = 1,
): Promise<Omit<Course, "training">> {
  const n = ++sequence;
  const token = admin.token;
  const moduleId = await created(
    call(moduleRoute.POST, {
      token,
      body: { title: `Módulo ${n}`, description: "Descrição", trainingId: training },
    }),
  );
  const submodule = await created(
    call(submoduleRoute.POST, {
      token,
      body: { title: `Submódulo ${n}`, description: "Descrição", moduleId },
    }),
  );
  const ids: number[] = [];
  for (let i = 0; i < lessons; i++) {
    ids.push(
      await created(
        call(lessonRoute.POST, {
          token,
          body: {
            title: `Aula ${n}.${i + 1}`,
            description: "Descrição",
            submoduleId: submodule,
            content: "https://example.com/aula",
          },
        }),
      ),
    );
  }
  return { module: moduleId, submodule, lessons: ids };
}

const url = (path: string) => `http://localhost/api/collaborator/${path}`;
const ids = (body: { data: { id: number }[] }) => body.data.map((item) => item.id);

/** What the collaborator can see at each level of the course, as status codes and ids. */
export async function browse(who: TestUser, course: Course) {
  const token = who.token;
  return {
    trainings: ids((await call(trainings.GET, { token, url: url("training-collaborator") })).body),
    modules: (
      await call(modules.GET, {
        token,
        url: url(`module-collaborator?trainingId=${course.training}`),
      })
    ).status,
    submodules: (
      await call(submodules.GET, {
        token,
        url: url(`submodule-collaborator?moduleId=${course.module}`),
      })
    ).status,
    lessons: (
      await call(lessons.GET, {
        token,
        url: url(`lesson-collaborator?submoduleId=${course.submodule}`),
      })
    ).status,
    lesson: (await call(lessonDetail.GET, { token, params: { id: String(course.lessons[0]) } }))
      .status,
  };
}
